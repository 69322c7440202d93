import { CircleAlert, MapPinOff } from 'lucide-react';
import { useLocation } from 'react-router';
import { Seo } from '../lib/seo';
import { BackHomeLink } from '../lib/ui/back-home-link';
import { MessagePanel } from '../lib/ui/message-panel';

interface ErrorPageProps {
  title: string;
  icon: typeof CircleAlert;
  message: string;
}

/** 'Unexpected Application Error!' (docs/product.md#error-page), inside the app's layout, with a way home. */
function ErrorPage({ title, icon, message }: ErrorPageProps) {
  return (
    <>
      <Seo title={title} description={message} noIndex />
      <MessagePanel
        headingId="route-error-heading"
        icon={icon}
        tone="muted"
        title="Unexpected Application Error!"
        message={message}
      >
        <BackHomeLink />
      </MessagePanel>
    </>
  );
}

/** Any path outside the route table (the server answers it with 404 too). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorPage
      title="Page not found"
      icon={MapPinOff}
      message={`404 Not Found: there is no page at ${pathname}.`}
    />
  );
}

/** A page that threw while loading or rendering: the user gets no stack trace, only a way on. */
export function RouteErrorPage() {
  return (
    <ErrorPage
      title="Something went wrong"
      icon={CircleAlert}
      message="Something went wrong on this page. Please try again."
    />
  );
}
