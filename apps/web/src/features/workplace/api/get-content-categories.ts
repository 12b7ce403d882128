import { queryOptions } from '@tanstack/react-query';
import { contentCategoriesSchema, type ContentCategories } from '@console/shared';
import { apiGet } from '@/lib/api-client';
import { workplaceKeys } from './workplace-keys';

/** `GET /api/workplace/content-categories`: content volume per category, for the donut. */
export async function getContentCategories(): Promise<ContentCategories> {
  return contentCategoriesSchema.parse(await apiGet<unknown>('/api/workplace/content-categories'));
}

export const contentCategoriesQueryOptions = () => queryOptions({ queryKey: workplaceKeys.categories(), queryFn: getContentCategories });
