import type { ReactNode } from 'react';
import { cardStyles } from '../../../lib/ui/styles';

export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section
      className={`${cardStyles} mx-auto mt-2 w-full max-w-md sm:mt-6 sm:p-8`}
      aria-labelledby="auth-heading"
    >
      <h1 id="auth-heading" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="mt-1 text-muted">{intro}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}
