import { PRODUCT_NAME } from '@stryd/domain';
import { clock } from '../../lib/clock';
import { usePublicConfig } from '../../lib/public-config';

export function SiteFooter() {
  const { config } = usePublicConfig();
  const { contact, company } = config;
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-6 text-sm text-muted sm:grid-cols-2 lg:max-w-7xl">
        <div>
          <h2 className="font-semibold text-fg">Contact</h2>
          <ul className="mt-2 space-y-1">
            <li>
              Support:{' '}
              <a
                className="text-accent-text underline underline-offset-2"
                href={`mailto:${contact.supportEmail}`}
              >
                {contact.supportEmail}
              </a>
            </li>
            <li>
              Business:{' '}
              <a
                className="text-accent-text underline underline-offset-2"
                href={`mailto:${contact.businessEmail}`}
              >
                {contact.businessEmail}
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-fg">Company</h2>
          <address className="mt-2 not-italic">
            <span className="block">{company.name}</span>
            <span className="block">{company.address}</span>
          </address>
          <p className="mt-2">
            © {clock.now().getFullYear()} {PRODUCT_NAME}
          </p>
        </div>
      </div>
    </footer>
  );
}
