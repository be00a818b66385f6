/** The product's name, as shown in titles and the logo. */
export const BRAND = 'SalvageLane';
