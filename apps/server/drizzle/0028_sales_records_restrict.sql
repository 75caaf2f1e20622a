ALTER TABLE "seasonal_badges" DROP CONSTRAINT "seasonal_badges_athlete_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "talking_badges" DROP CONSTRAINT "talking_badges_athlete_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "community_badges" DROP CONSTRAINT "community_badges_athlete_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pizza_money_requests" DROP CONSTRAINT "pizza_money_requests_athlete_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_athlete_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_fan_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "purchases" DROP CONSTRAINT "purchases_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "seasonal_badges" ADD CONSTRAINT "seasonal_badges_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talking_badges" ADD CONSTRAINT "talking_badges_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_badges" ADD CONSTRAINT "community_badges_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pizza_money_requests" ADD CONSTRAINT "pizza_money_requests_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_athlete_user_id_users_id_fk" FOREIGN KEY ("athlete_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_fan_user_id_users_id_fk" FOREIGN KEY ("fan_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;