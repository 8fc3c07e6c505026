import { catalog } from '../catalog';

export default catalog(
  {
    'appointments.title': 'Appointments',
  },
  {
    'appointments.title': 'Termine',
  },
);
