/** docs/product.md#search: the box is 240px wide when the window is under 500px, else 480px (CSS widths). */
const SEARCH_BOX_BREAKPOINT_PX = 500;
const SEARCH_BOX_NARROW_WIDTH = '240px';
const SEARCH_BOX_WIDE_WIDTH = '480px';

export type SearchBoxWidth = typeof SEARCH_BOX_NARROW_WIDTH | typeof SEARCH_BOX_WIDE_WIDTH;

export function searchBoxWidth(windowWidth: number): SearchBoxWidth {
  return windowWidth < SEARCH_BOX_BREAKPOINT_PX ? SEARCH_BOX_NARROW_WIDTH : SEARCH_BOX_WIDE_WIDTH;
}
