from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.permission import Permission

if TYPE_CHECKING:
    from ..models.user import User


T = TypeVar("T", bound="Session")


@_attrs_define
class Session:
    """A new session: its token and who it signs in

    Attributes:
        token (str): The session token: send it as `Authorization: Bearer …`
        user_type (Literal['super_admin'] | Literal['user']):
        user (User): A signed-in person: a user of an organization, or a platform admin (tenant null)
        permissions (list[Permission]): The user's effective permissions; [] for a platform admin
    """

    token: str
    user_type: Literal["super_admin"] | Literal["user"]
    user: User
    permissions: list[Permission]

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        user_type: Literal["super_admin"] | Literal["user"]
        user_type = self.user_type

        user = self.user.to_dict()

        permissions = []
        for permissions_item_data in self.permissions:
            permissions_item = permissions_item_data.value
            permissions.append(permissions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
                "user_type": user_type,
                "user": user,
                "permissions": permissions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.user import User  # noqa: PLC0415

        d = dict(src_dict)
        token = d.pop("token")

        def _parse_user_type(data: object) -> Literal["super_admin"] | Literal["user"]:
            user_type_type_0 = cast(Literal["user"], data)
            if user_type_type_0 != "user":
                raise ValueError(f"user_type_type_0 must match const 'user', got '{user_type_type_0}'")
            return user_type_type_0
            user_type_type_1 = cast(Literal["super_admin"], data)
            if user_type_type_1 != "super_admin":
                raise ValueError(f"user_type_type_1 must match const 'super_admin', got '{user_type_type_1}'")
            return user_type_type_1

        user_type = _parse_user_type(d.pop("user_type"))

        user = User.from_dict(d.pop("user"))

        permissions = []
        _permissions = d.pop("permissions")
        for permissions_item_data in _permissions:
            permissions_item = Permission(permissions_item_data)

            permissions.append(permissions_item)

        session = cls(
            token=token,
            user_type=user_type,
            user=user,
            permissions=permissions,
        )

        return session
