import { Module } from '@nestjs/common';
import { GroupsController } from './groups.controller.js';
import { GroupsRepository } from './groups.repository.js';
import { GroupsService } from './groups.service.js';
import { InvitesController } from './invites.controller.js';

@Module({
  controllers: [GroupsController, InvitesController],
  providers: [GroupsService, GroupsRepository],
  exports: [GroupsRepository],
})
export class GroupsModule {}
