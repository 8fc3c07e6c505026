import { catalog } from '../catalog';

export default catalog(
  {
    'therapists.title': 'Find a therapist',
  },
  {
    'therapists.title': 'Therapeut:in finden',
  },
);
