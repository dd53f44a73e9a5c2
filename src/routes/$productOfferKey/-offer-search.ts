/**
 * The offer page's query (spec 2 §2): `?firstDrawNo=` opens it at a draw, `?preview=true` previews
 * it, `?editItem=` loads a cart item into the builder to change it (the cart's Edit).
 */
export interface OfferSearch {
  firstDrawNo?: number;
  preview?: boolean;
  editItem?: number;
}

const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export function offerSearch(search: Record<string, unknown>): OfferSearch {
  const firstDrawNo = positive(search.firstDrawNo);
  const editItem = positive(search.editItem);
  return {
    ...(firstDrawNo !== undefined ? { firstDrawNo } : {}),
    ...(search.preview === true || search.preview === 'true' ? { preview: true } : {}),
    ...(editItem !== undefined ? { editItem } : {}),
  };
}
