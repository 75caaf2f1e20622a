import { shellMessages } from '@fhp/domain';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { FeatureUnavailable } from '../../../ui/feature-unavailable';

/** /admin/index until the athlete panel's pages arrive. */
export default function AdminIndexPage() {
  return (
    <FeatureUnavailable
      feature="The athlete panel"
      action={
        <Button component={Link} to="/home" variant="light">
          {shellMessages.goBackHome}
        </Button>
      }
    />
  );
}
