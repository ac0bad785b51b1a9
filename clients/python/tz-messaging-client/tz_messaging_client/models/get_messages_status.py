from enum import StrEnum


class GetMessagesStatus(StrEnum):
    CANCELLED = "cancelled"
    DELIVERED = "DELIVERED"
    EXPIRED = "EXPIRED"
    FAILED = "failed"
    PENDING_ACCEPTED = "PENDING_ACCEPTED"
    PENDING_ENROUTE = "PENDING_ENROUTE"
    PENDING_WAITING_DELIVERY = "PENDING_WAITING_DELIVERY"
    QUEUED = "queued"
    REJECTED = "REJECTED"
    SCHEDULED = "scheduled"
    SUBMITTING = "submitting"
    UNDELIVERABLE = "UNDELIVERABLE"

    def __str__(self) -> str:
        return str(self.value)
