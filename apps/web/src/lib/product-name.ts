/** The product name: the same in every language. */
export const PRODUCT_NAME = 'VvE Portaal';
