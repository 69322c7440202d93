import { describe, expect, it } from 'vitest';
import { PLUS_LABEL, PRODUCT_NAME, PRODUCT_SLUG, PRODUCT_TAGLINE } from './product';

describe('product', () => {
  it('is called Stryd, with its tagline', () => {
    expect(PRODUCT_NAME).toBe('Stryd');
    expect(PRODUCT_SLUG).toBe('stryd');
    expect(PRODUCT_TAGLINE).toBe('fitness, your way');
  });

  it('labels the premium plan as the product name plus "Plus"', () => {
    expect(PLUS_LABEL).toBe('Stryd Plus');
  });
});
