import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { EventsController } from './events.controller.js';
import { LiveHub } from './live-hub.js';

@Module({
  imports: [NotificationsModule],
  controllers: [EventsController],
  providers: [LiveHub],
  exports: [LiveHub],
})
export class LiveModule {}
