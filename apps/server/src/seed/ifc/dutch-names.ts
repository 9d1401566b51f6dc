/** 'Begane grond', '1e verdieping', '2e verdieping', ... */
export const storeyName = (index: number): string => (index === 0 ? 'Begane grond' : `${index}e verdieping`);

/** Apartment number as on Dutch doors: storey, dot, two-digit number ('2.03'). */
export const apartmentNumber = (storey: number, apartment: number): string =>
  `${storey}.${String(apartment + 1).padStart(2, '0')}`;
