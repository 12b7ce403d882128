import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectApi } from '@console/shared/project/contract';
import type { Project, ProjectArchiveInput, ProjectInput, ProjectUpdateInput } from '@console/shared/project/schemas';
import { call } from '@/lib/http/api';
import { projectKeys } from './project-keys';

/** A project write that refetches every project query when it settles (after a 409 too). */
function useProjectWrite<V>(mutationFn: (variables: V) => Promise<Project>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }) });
}

/** Creates a project (admin). */
export const useCreateProject = () =>
  useProjectWrite((input: ProjectInput) => call(projectApi.create, { body: input }));

/** Edits a project at the version read (admin; 409 when it changed since). */
export const useUpdateProject = () =>
  useProjectWrite(({ id, input }: { id: number; input: ProjectUpdateInput }) =>
    call(projectApi.update, { params: { id }, body: input }),
  );

/** Archives or restores a project at the version read (admin). */
export const useArchiveProject = () =>
  useProjectWrite(({ id, input }: { id: number; input: ProjectArchiveInput }) =>
    call(projectApi.archive, { params: { id }, body: input }),
  );
