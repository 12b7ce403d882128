import { Form, Input } from '@arco-design/web-react';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '@console/shared/project/constants';
import { projectInputSchema, type Project, type ProjectInput } from '@console/shared/project/schemas';
import { CrudModal } from '@/components/crud-modal';
import { useTranslation } from '@/lib/i18n/i18n';
import { useCreateProject, useUpdateProject } from '../api/project-writes';
import { CategorySelect, MemberSelect } from './project-options';

export interface ProjectFormProps {
  /** Closed, a new project (`{}`), or the project being edited. */
  editing: { project?: Project } | null;
  onClose: () => void;
  /** After a save, with the project as saved. */
  onSaved: (project: Project, created: boolean) => void;
}

const valuesOf = (project: Project): ProjectInput => ({
  name: project.name,
  categoryId: project.categoryId,
  description: project.description,
  ownerId: project.owner.id,
  contributorIds: project.contributors.filter((m) => m.id !== project.owner.id).map((m) => m.id),
});

/** The new-project and edit-project dialog (admin), validated by the shared `projectInputSchema`. */
export function ProjectForm({ editing, onClose, onSaved }: ProjectFormProps) {
  const { t } = useTranslation();
  const create = useCreateProject();
  const update = useUpdateProject();
  const project = editing?.project;

  const save = async (input: ProjectInput) => {
    if (project)
      onSaved(await update.mutateAsync({ id: project.id, input: { ...input, version: project.version } }), false);
    else onSaved(await create.mutateAsync(input), true);
  };

  return (
    <CrudModal
      title={project ? t('project.modal.edit') : t('project.modal.create')}
      visible={editing !== null}
      schema={projectInputSchema}
      initialValues={project ? valuesOf(project) : { description: '', contributorIds: [] }}
      onSubmit={save}
      onClose={onClose}
    >
      <Form.Item field="name" label={t('project.form.name')} required>
        <Input maxLength={PROJECT_NAME_MAX} showWordLimit placeholder={t('project.form.name.placeholder')} />
      </Form.Item>
      <Form.Item field="categoryId" label={t('project.form.category')} required>
        <CategorySelect placeholder={t('project.form.category.placeholder')} />
      </Form.Item>
      <Form.Item field="ownerId" label={t('project.form.owner')} required>
        <MemberSelect placeholder={t('project.form.owner.placeholder')} />
      </Form.Item>
      <Form.Item field="contributorIds" label={t('project.form.contributors')}>
        <MemberSelect mode="multiple" allowClear placeholder={t('project.form.contributors.placeholder')} />
      </Form.Item>
      <Form.Item field="description" label={t('project.form.description')}>
        <Input.TextArea
          maxLength={PROJECT_DESCRIPTION_MAX}
          showWordLimit
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('project.form.description.placeholder')}
        />
      </Form.Item>
    </CrudModal>
  );
}
