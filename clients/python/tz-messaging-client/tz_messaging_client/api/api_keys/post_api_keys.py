from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.post_api_keys_body import PostApiKeysBody
from ...models.post_api_keys_response_201 import PostApiKeysResponse201
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import Response


def _get_kwargs(
    *,
    body: PostApiKeysBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api-keys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | PostApiKeysResponse201 | RuleError | ValidationError | None:
    if response.status_code == 201:
        response_201 = PostApiKeysResponse201.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | PostApiKeysResponse201 | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PostApiKeysBody,
) -> Response[Error | PostApiKeysResponse201 | RuleError | ValidationError]:
    """Create an API key with a subset of your own permissions and an optional expiry (role admin only);
    the answer holds the key, shown this once

    Args:
        body (PostApiKeysBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostApiKeysResponse201 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: PostApiKeysBody,
) -> Error | PostApiKeysResponse201 | RuleError | ValidationError | None:
    """Create an API key with a subset of your own permissions and an optional expiry (role admin only);
    the answer holds the key, shown this once

    Args:
        body (PostApiKeysBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostApiKeysResponse201 | RuleError | ValidationError
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PostApiKeysBody,
) -> Response[Error | PostApiKeysResponse201 | RuleError | ValidationError]:
    """Create an API key with a subset of your own permissions and an optional expiry (role admin only);
    the answer holds the key, shown this once

    Args:
        body (PostApiKeysBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | PostApiKeysResponse201 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PostApiKeysBody,
) -> Error | PostApiKeysResponse201 | RuleError | ValidationError | None:
    """Create an API key with a subset of your own permissions and an optional expiry (role admin only);
    the answer holds the key, shown this once

    Args:
        body (PostApiKeysBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | PostApiKeysResponse201 | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
