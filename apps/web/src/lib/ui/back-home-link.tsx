import { Link } from 'react-router';
import { buttonStyles } from './styles';

/** The way out of a page that has nothing more to offer (placeholders, errors). */
export function BackHomeLink() {
  return (
    <div className="mt-6">
      <Link to="/" className={buttonStyles.secondary}>
        Back to home
      </Link>
    </div>
  );
}
