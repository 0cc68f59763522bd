import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '../db/database.js';
import { contactRequests } from '../db/schema.js';

export type NewContactRequest = Omit<typeof contactRequests.$inferInsert, 'id' | 'createdAt'>;

@Injectable()
export class ContactRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async add(request: NewContactRequest): Promise<void> {
    await this.db.insert(contactRequests).values(request);
  }
}
