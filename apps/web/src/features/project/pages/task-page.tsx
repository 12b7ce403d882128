import { TaskList } from '../components/task-list';

/** `/project/search-table`: every project's tasks (docs/product.md, Task table). */
export default function TaskPage() {
  return <TaskList />;
}
