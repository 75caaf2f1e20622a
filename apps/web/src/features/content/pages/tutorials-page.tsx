import { AthleteTutorials } from '../components/athlete-tutorials';

/** /admin/tutorials: the tutorials operators wrote for athletes. */
export default function TutorialsPage() {
  return <AthleteTutorials kind="tutorial" path="/admin/tutorials" />;
}
