/** Screens that later issues build; until then each shows the shared coming-soon page with its own title. */
export interface ComingSoonRoute {
  path: string;
  title: string;
  description: string;
}

export const COMING_SOON_ROUTES: readonly ComingSoonRoute[] = [];
