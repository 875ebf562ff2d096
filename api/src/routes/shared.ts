/** OpenAPI security requirement for routes that need a bearer access token. */
export const bearer = [{ bearerAuth: [] }];
