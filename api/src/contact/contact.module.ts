import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';

@Module({ controllers: [ContactController], providers: [ContactRepository] })
export class ContactModule {}
