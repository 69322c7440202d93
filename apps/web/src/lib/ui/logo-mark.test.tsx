import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './logo-mark';

/** A drawing's shapes and colours, with the gradient's id left out (each inline mark has its own). */
const drawing = (svg: string) =>
  [...svg.matchAll(/<(stop|rect|path|circle)\b[^>]*>/g)].map(([tag]) =>
    tag
      .replace(/\s*\/?>$/, '')
      .replace(/url\(#[^)]*\)/, 'url(#gradient)')
      .replace(/stop-color|stopColor/, 'stop-color')
      .split(/\s+/)
      .sort()
      .join(' '),
  );

describe('the Stryd mark', () => {
  it('is drawn inline exactly as the tab icon, public/favicon.svg, draws it', () => {
    const icon = readFileSync(join(__dirname, '../../../public/favicon.svg'), 'utf8');
    const inline = renderToStaticMarkup(<LogoMark className="h-8 w-8" />);
    expect(drawing(inline)).toHaveLength(5);
    expect(drawing(inline)).toEqual(drawing(icon));
  });
});
