from enum import StrEnum


class PostOptOutsBodyChannel(StrEnum):
    CHAT = "chat"
    SMS = "sms"

    def __str__(self) -> str:
        return str(self.value)
