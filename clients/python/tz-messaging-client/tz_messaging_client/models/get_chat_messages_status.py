from enum import StrEnum


class GetChatMessagesStatus(StrEnum):
    CANCELLED = "cancelled"
    DELIVERED = "delivered"
    FAILED = "failed"
    QUEUED = "queued"
    READ = "read"
    SCHEDULED = "scheduled"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
