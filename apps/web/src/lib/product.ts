/** The configurable product name ({product} in the spec). */
export const PRODUCT_NAME = 'Open Supply Hub';
