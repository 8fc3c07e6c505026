import { catalog } from '../catalog';

export default catalog(
  {
    'scheduling.schedule.title': 'Schedule appointment',
  },
  {
    'scheduling.schedule.title': 'Termin planen',
  },
);
