import type { Db } from '../db';
import type { Router } from '../lib/http';

export function registerScheduling(_router: Router, _db: Db): void {}
