import { data } from 'react-router';

// Any path outside the route table: the not-found page, answered 404.
export { NotFoundPage as default } from '../app/route-error-page';
export const loader = () => data(null, { status: 404 });
export { screenClientLoader as clientLoader } from '../app/screen-queries';
