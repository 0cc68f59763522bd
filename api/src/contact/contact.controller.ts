import { Controller, Inject } from '@nestjs/common';
import { API, MESSAGES, type InputOf } from '@studyhub/contracts';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { Input } from '../common/contract/input.decorator.js';
import { ContactRepository } from './contact.repository.js';

/**
 * The contact forms' requests, stored for the team (`npm run contact-requests` lists them). Open
 * to guests, so the write rate limit is what bounds it; what people wrote is never logged.
 */
@Controller()
export class ContactController {
  constructor(@Inject(ContactRepository) private readonly repository: ContactRepository) {}

  @Endpoint(API.createContactRequest)
  async create(@Input() { body }: InputOf<typeof API.createContactRequest>) {
    await this.repository.add(body);
    return { message: MESSAGES.api.contactReceived };
  }
}
