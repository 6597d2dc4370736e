import { errorBodySchema } from '@assessly/shared';

/** The error answers every route may give, documented once with the registry's body. */
export const errorResponses = {
  202: errorBodySchema,
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
};
