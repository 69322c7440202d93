/** The product name: every derived id (plan types, store ids, titles) is built from this one constant. */
export const PRODUCT_NAME = 'Stryd';
/** Lower-case product name: the prefix of plan types and store product ids ('stryd'). */
export const PRODUCT_SLUG = PRODUCT_NAME.toLowerCase() as Lowercase<typeof PRODUCT_NAME>;
export const PRODUCT_TAGLINE = 'fitness, your way';
export const PLUS_LABEL = `${PRODUCT_NAME} Plus`;
