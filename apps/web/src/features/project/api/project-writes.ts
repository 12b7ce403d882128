import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectArchiveInput, ProjectInput, ProjectUpdateInput } from '@console/shared/project/schemas';
import { apiPatch, apiPost, apiPut } from '@/lib/api-client';
import { projectKeys } from './project-keys';

/** A project write that refetches every project query when it settles (after a 409 too). */
function useProjectWrite<V>(mutationFn: (variables: V) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }) });
}

/** `POST /api/project` (admin). */
export const useCreateProject = () => useProjectWrite((input: ProjectInput) => apiPost<Project>('/api/project', input));

/** `PUT /api/project/:id` at the version read (admin; 409 when it changed since). */
export const useUpdateProject = () =>
  useProjectWrite(({ id, input }: { id: number; input: ProjectUpdateInput }) =>
    apiPut<Project>(`/api/project/${id}`, input),
  );

/** `PATCH /api/project/:id/archive` (admin). */
export const useArchiveProject = () =>
  useProjectWrite(({ id, input }: { id: number; input: ProjectArchiveInput }) =>
    apiPatch<Project>(`/api/project/${id}/archive`, input),
  );
