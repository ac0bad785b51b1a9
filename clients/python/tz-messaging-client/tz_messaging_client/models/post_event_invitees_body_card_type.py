from enum import StrEnum


class PostEventInviteesBodyCardType(StrEnum):
    DOUBLE = "double"
    FAMILY = "family"
    SINGLE = "single"
    VIP = "vip"

    def __str__(self) -> str:
        return str(self.value)
