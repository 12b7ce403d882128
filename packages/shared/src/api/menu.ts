import { z } from 'zod';
import { ROUTE_ICONS, type MenuNode } from '../routes';

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    titleKey: z.string(),
    title: z.string().optional(),
    icon: z.enum(ROUTE_ICONS).optional(),
    external: z.boolean().optional(),
    order: z.number().optional(),
    hideInMenu: z.boolean().optional(),
    children: z.array(menuNodeSchema).optional(),
  }),
);
