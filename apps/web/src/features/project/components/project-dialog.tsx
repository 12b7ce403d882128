import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { ProjectFormProps } from './project-form';

const ProjectForm = lazy(() => import('./project-form').then((m) => ({ default: m.ProjectForm })));

/**
 * The new-project and edit-project dialog, loaded when first opened: the cards' and the detail's
 * first loads carry neither its form nor its selects. Mounted from then on, it animates its closing.
 */
export function ProjectDialog(props: ProjectFormProps) {
  const opened = useOpenedOnce(props.editing !== null);
  return (
    opened && (
      <Suspense>
        <ProjectForm {...props} />
      </Suspense>
    )
  );
}
