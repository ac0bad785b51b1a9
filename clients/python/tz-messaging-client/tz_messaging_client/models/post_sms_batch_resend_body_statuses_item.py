from enum import StrEnum


class PostSmsBatchResendBodyStatusesItem(StrEnum):
    CANCELLED = "cancelled"
    DELIVERED = "DELIVERED"
    EXPIRED = "EXPIRED"
    FAILED = "failed"
    PENDING_ACCEPTED = "PENDING_ACCEPTED"
    PENDING_ENROUTE = "PENDING_ENROUTE"
    PENDING_WAITING_DELIVERY = "PENDING_WAITING_DELIVERY"
    REJECTED = "REJECTED"
    UNDELIVERABLE = "UNDELIVERABLE"

    def __str__(self) -> str:
        return str(self.value)
