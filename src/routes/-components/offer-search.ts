/** The offer page's query (spec 2 §2): `?firstDrawNo=` opens it at a draw, `?preview=true` previews it. */
export interface OfferSearch {
  firstDrawNo?: number;
  preview?: boolean;
}

export function offerSearch(search: Record<string, unknown>): OfferSearch {
  const drawNo = Number(search.firstDrawNo);
  return {
    ...(Number.isInteger(drawNo) && drawNo > 0 ? { firstDrawNo: drawNo } : {}),
    ...(search.preview === true || search.preview === 'true' ? { preview: true } : {}),
  };
}
