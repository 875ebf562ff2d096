/** An item as the API answered it, without the fields the server manages: a body to PUT it back. */
export function editableBody(item: object): Record<string, unknown> {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    version: _v,
    updatedBy: _b,
    imageMedia: _m,
    // What reads add about the people an item names (a case study's team).
    teamProfiles: _t,
    // What reads add about the item's languages (its translations stay: a body sends them back).
    missingTranslations: _missing,
    alternates: _alternates,
    locale: _locale,
    ...fields
  } = item as Record<string, unknown>;
  return fields;
}
