// The router's public face: what pages, the layout and tests use. Scroll memory stays inside.
export * from './history';
export * from './links';
export * from './router';
export * from './scroll-restoration';
