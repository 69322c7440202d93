import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@stryd/domain';
import { Dumbbell, Sparkles, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Seo } from '../../../lib/seo';
import { LogoMark } from '../../../lib/ui/logo-mark';
import { buttonStyles, cardStyles } from '../../../lib/ui/styles';

const HIGHLIGHTS = [
  {
    icon: Sparkles,
    title: 'AI-built routines',
    text: 'Answer a few questions and get a routine made for you.',
  },
  {
    icon: Dumbbell,
    title: 'Train together',
    text: 'Join routines from friends and climb their leaderboards.',
  },
  { icon: Trophy, title: 'Earn XP and ranks', text: 'Tick off sets, earn XP and rise from Mortal to Deity.' },
];

export function WelcomePage() {
  return (
    <>
      <Seo
        description={`${PRODUCT_NAME}: build, generate and share workout routines, earn XP, climb the ranks and plan your meals.`}
        path="/welcome"
      />
      <section className="py-8 text-center sm:py-14" aria-labelledby="welcome-heading">
        <LogoMark className="mx-auto mb-6 h-18 w-18" />
        <h1 id="welcome-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          {PRODUCT_NAME}: <span className="text-accent-text">{PRODUCT_TAGLINE}</span>
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          Create and share workout routines, let your AI coach plan the next one, and turn every set into XP.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/signup" className={buttonStyles.primary}>
            Sign Up
          </Link>
          <Link to="/login" className={buttonStyles.secondary}>
            Log In
          </Link>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={cardStyles}>
            <Icon aria-hidden="true" className="h-6 w-6 text-accent-text" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
