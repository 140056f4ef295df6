import { z } from 'zod';
import { PRODUCT_NAME, TAGLINE, VERSION } from '../../../common/product.ts';
import { definePublicQuery } from '../../commands/operation.ts';

/** The product's name, tagline, version and the deployment's links: constants, open to anyone (answered without the caller). */
export const getAppInfo = definePublicQuery({
  name: 'app.info',
  input: z.object({}),
  run: async (ctx) => ({ productName: PRODUCT_NAME, tagline: TAGLINE, version: VERSION, ...ctx.config.links }),
});
