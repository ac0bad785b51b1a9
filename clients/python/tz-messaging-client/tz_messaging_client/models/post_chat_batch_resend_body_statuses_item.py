from enum import StrEnum


class PostChatBatchResendBodyStatusesItem(StrEnum):
    CANCELLED = "cancelled"
    DELIVERED = "delivered"
    FAILED = "failed"
    READ = "read"
    SENT = "sent"

    def __str__(self) -> str:
        return str(self.value)
