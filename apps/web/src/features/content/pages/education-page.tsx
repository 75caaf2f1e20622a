import { AthleteTutorials } from '../components/athlete-tutorials';

/** /admin/videos-tutorials: 'Advancing Education for FHP', the education videos for athletes. */
export default function EducationPage() {
  return <AthleteTutorials kind="education" path="/admin/videos-tutorials" />;
}
