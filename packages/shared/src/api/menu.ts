import { z } from 'zod';
import type { MenuNode } from '../routes';

export const menuNodeSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    titleKey: z.string(),
    icon: z
      .enum([
        'dashboard',
        'apps',
        'list',
        'book',
        'folder',
        'settings',
        'file',
        'check-circle',
        'exclamation-circle',
        'user',
        'link',
        'question-circle',
      ])
      .optional(),
    external: z.boolean().optional(),
    order: z.number().optional(),
    children: z.array(menuNodeSchema).optional(),
  }),
);
