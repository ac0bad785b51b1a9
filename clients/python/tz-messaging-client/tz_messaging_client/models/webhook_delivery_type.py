from enum import StrEnum


class WebhookDeliveryType(StrEnum):
    BALANCE_LOW = "balance.low"
    BATCH_COMPLETED = "batch.completed"
    CHAT_STATUS = "chat.status"
    EVENT_PAYMENT = "event.payment"
    INVITEE_RSVP = "invitee.rsvp"
    MESSAGE_STATUS = "message.status"
    PURCHASE_APPROVED = "purchase.approved"
    WEBHOOK_TEST = "webhook.test"

    def __str__(self) -> str:
        return str(self.value)
