import { describe, expect, it } from 'vitest';
import { type BuiltChunk, routePreloads } from './route-preloads';

const chunk = (fileName: string, imports: string[] = [], page?: string, isEntry = false): BuiltChunk => ({
  fileName,
  isEntry,
  facadeModuleId: page ? `/repo/apps/web/src/features/${page}.tsx` : null,
  imports,
});

describe('routePreloads', () => {
  const chunks = [
    chunk('assets/index-e.js', ['assets/runtime-r.js'], undefined, true),
    chunk('assets/runtime-r.js'),
    chunk(
      'assets/routine-page-p.js',
      ['assets/index-e.js', 'assets/leaderboard-l.js', 'assets/icons-i.js'],
      'routines/pages/routine-page',
    ),
    chunk('assets/leaderboard-l.js', ['assets/avatar-a.js', 'assets/runtime-r.js']),
    chunk('assets/avatar-a.js', ['assets/icons-i.js']),
    chunk('assets/icons-i.js'),
    chunk('assets/home-page-h.js', ['assets/avatar-a.js'], 'home/pages/home-page'),
    chunk('assets/exercise-chart-c.js', [], 'exercises/components/exercise-chart'),
  ];

  it('lists a page’s chunk first, then everything it imports, once, but not what the entry brings', () => {
    const preloads = routePreloads(chunks);
    expect(preloads['/stryd/:userID/:routineName']).toEqual([
      '/assets/routine-page-p.js',
      '/assets/leaderboard-l.js',
      '/assets/avatar-a.js',
      '/assets/icons-i.js',
    ]);
    expect(preloads['/']).toEqual(['/assets/home-page-h.js', '/assets/avatar-a.js', '/assets/icons-i.js']);
  });

  it('leaves out screens whose page has no chunk of its own, and chunks that are no page', () => {
    const preloads = routePreloads(chunks);
    expect(Object.keys(preloads).sort()).toEqual(['/', '/stryd/:userID/:routineName']);
  });
});
